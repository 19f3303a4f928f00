function [maxerr, ermax, iord, nrmax] = quadpack_sort (limit, last, maxerr, elist, iord, nrmax)
% QUADPACK's DQPSRT: keeps IORD listing the subintervals by decreasing
% error after the interval MAXERR was bisected (its halves at MAXERR and
% LAST); returns the next interval to bisect (the NRMAX-th largest).
  if (last <= 2)
    iord(1) = 1;
    iord(2) = 2;
  else
    errmax = elist(maxerr);
    if (nrmax != 1)
      for i = 1:nrmax-1
        isucc = iord(nrmax-1);
        if (errmax <= elist(isucc))
          break;
        end
        iord(nrmax) = isucc;
        nrmax = nrmax - 1;
      end
    end
    % Only the largest errors are kept in order when few bisections remain.
    jupbn = last;
    if (last > floor (limit / 2) + 2)
      jupbn = limit + 3 - last;
    end
    errmin = elist(last);
    jbnd = jupbn - 1;
    ibeg = nrmax + 1;
    placed = false;
    for i = ibeg:jbnd
      isucc = iord(i);
      if (errmax >= elist(isucc))
        % Insert errmax here, then errmin from the bottom up.
        iord(i-1) = maxerr;
        k = jbnd;
        placed = true;
        done = false;
        for j = i:jbnd
          isucc = iord(k);
          if (errmin < elist(isucc))
            iord(k+1) = last;
            done = true;
            break;
          end
          iord(k+1) = isucc;
          k = k - 1;
        end
        if (! done)
          iord(i) = last;
        end
        break;
      end
      iord(i-1) = isucc;
    end
    if (! placed)
      iord(jbnd) = maxerr;
      iord(jupbn) = last;
    end
  end
  maxerr = iord(nrmax);
  ermax = elist(maxerr);
end
