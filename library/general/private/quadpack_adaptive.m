function [result, ier, abserr, last] = quadpack_adaptive (rule, a, b, epsabs, epsrel, limit)
% QUADPACK's globally adaptive scheme with extrapolation as DQAGIE runs
% it on the mapped interval (the scheme of DQAGSE): the subinterval with the largest error
% is bisected; when the small subintervals stop helping, Wynn's epsilon
% algorithm extrapolates the sequence of sums (Piessens et al.,
% "QUADPACK", 1983, sections 3.4.3-3.4.4).  RULE (A, B) returns the
% rule's [result, error, integral of |f|, integral of |f - mean|].
% Returns the integral, QUADPACK's IER, the error and the number of
% subintervals.
  epmach = eps;
  uflow = realmin;
  oflow = realmax;
  ier = 0;
  alist = zeros (limit, 1);
  blist = zeros (limit, 1);
  rlist = zeros (limit, 1);
  elist = zeros (limit, 1);
  iord = zeros (limit, 1);
  alist(1) = a;
  blist(1) = b;
  [result, abserr, defabs, resabs] = rule (a, b);
  dres = abs (result);
  errbnd = max (epsabs, epsrel * dres);
  last = 1;
  rlist(1) = result;
  elist(1) = abserr;
  iord(1) = 1;
  if (abserr <= 100 * epmach * defabs && abserr > errbnd)
    ier = 2;
  end
  if (limit == 1)
    ier = 1;
  end
  if (ier != 0 || (abserr <= errbnd && abserr != resabs) || abserr == 0)
    return;
  end

  eps_table = zeros (52, 1);
  eps_table(1) = result;
  res3la = zeros (3, 1);
  errmax = abserr;
  maxerr = 1;
  area = result;
  errsum = abserr;
  abserr = oflow;
  nrmax = 1;
  nres = 0;
  numrl2 = 2;
  ktmin = 0;
  extrap = false;
  noext = false;
  ierro = 0;
  iroff1 = 0;
  iroff2 = 0;
  iroff3 = 0;
  ksgn = -1;
  if (dres >= (1 - 50 * epmach) * defabs)
    ksgn = 1;
  end
  small = 0;
  erlarg = 0;
  ertest = 0;
  correc = 0;
  finished = false;   % the sum of the subintervals is the result
  for last = 2:limit
    % Bisect the subinterval with the largest error.
    a1 = alist(maxerr);
    b1 = 0.5 * (alist(maxerr) + blist(maxerr));
    a2 = b1;
    b2 = blist(maxerr);
    erlast = errmax;
    [area1, error1, ~, defab1] = rule (a1, b1);
    [area2, error2, ~, defab2] = rule (a2, b2);
    area12 = area1 + area2;
    erro12 = error1 + error2;
    errsum = errsum + erro12 - errmax;
    area = area + area12 - rlist(maxerr);
    if (defab1 != error1 && defab2 != error2)
      if (abs (rlist(maxerr) - area12) <= 1e-5 * abs (area12) && erro12 >= 0.99 * errmax)
        if (extrap)
          iroff2 = iroff2 + 1;
        else
          iroff1 = iroff1 + 1;
        end
      end
      if (last > 10 && erro12 > errmax)
        iroff3 = iroff3 + 1;
      end
    end
    rlist(maxerr) = area1;
    rlist(last) = area2;
    errbnd = max (epsabs, epsrel * abs (area));
    if (iroff1 + iroff2 >= 10 || iroff3 >= 20)
      ier = 2;
    end
    if (iroff2 >= 5)
      ierro = 3;
    end
    if (last == limit)
      ier = 1;
    end
    if (max (abs (a1), abs (b2)) <= (1 + 100 * epmach) * (abs (a2) + 1000 * uflow))
      ier = 4;
    end
    if (error2 > error1)
      alist(maxerr) = a2;
      alist(last) = a1;
      blist(last) = b1;
      rlist(maxerr) = area2;
      rlist(last) = area1;
      elist(maxerr) = error2;
      elist(last) = error1;
    else
      alist(last) = a2;
      blist(maxerr) = b1;
      blist(last) = b2;
      elist(maxerr) = error1;
      elist(last) = error2;
    end
    [maxerr, errmax, iord, nrmax] = quadpack_sort (limit, last, maxerr, elist, iord, nrmax);
    if (errsum <= errbnd)
      finished = true;
      break;
    end
    if (ier != 0)
      break;
    end
    if (last == 2)
      small = abs (b - a) * 0.375;
      erlarg = errsum;
      ertest = errbnd;
      eps_table(2) = area;
      continue;
    end
    if (noext)
      continue;
    end
    erlarg = erlarg - erlast;
    if (abs (b1 - a1) > small)
      erlarg = erlarg + erro12;
    end
    if (! extrap)
      % Extrapolate only once the largest errors are on small intervals.
      if (abs (blist(maxerr) - alist(maxerr)) > small)
        continue;
      end
      extrap = true;
      nrmax = 2;
    end
    if (ierro != 3 && erlarg > ertest)
      % Bisect the large intervals first, if any errors are on them.
      jupbnd = last;
      if (last > 2 + floor (limit / 2))
        jupbnd = limit + 3 - last;
      end
      large_left = false;
      for k = nrmax:jupbnd
        maxerr = iord(nrmax);
        errmax = elist(maxerr);
        if (abs (blist(maxerr) - alist(maxerr)) > small)
          large_left = true;
          break;
        end
        nrmax = nrmax + 1;
      end
      if (large_left)
        continue;
      end
    end
    numrl2 = numrl2 + 1;
    eps_table(numrl2) = area;
    [reseps, abseps, eps_table, res3la, nres, numrl2] = ...
      quadpack_epsilon (numrl2, eps_table, res3la, nres);
    ktmin = ktmin + 1;
    if (ktmin > 5 && abserr < 1e-3 * errsum)
      ier = 5;
    end
    if (abseps < abserr)
      ktmin = 0;
      abserr = abseps;
      result = reseps;
      correc = erlarg;
      ertest = max (epsabs, epsrel * abs (reseps));
      if (abserr <= ertest)
        break;
      end
    end
    if (numrl2 == 1)
      noext = true;
    end
    if (ier == 5)
      break;
    end
    maxerr = iord(1);
    errmax = elist(maxerr);
    nrmax = 1;
    extrap = false;
    small = small * 0.5;
    erlarg = errsum;
  end

  if (! finished)
    % Choose between the extrapolated value and the sum.
    if (abserr == oflow)
      finished = true;
    elseif (ier + ierro != 0)
      if (ierro == 3)
        abserr = abserr + correc;
      end
      if (ier == 0)
        ier = 3;
      end
      if (result != 0 && area != 0)
        finished = abserr / abs (result) > errsum / abs (area);
      elseif (abserr > errsum)
        finished = true;
      elseif (area == 0)
        if (ier > 2)
          ier = ier - 1;
        end
        return;
      end
    end
    if (! finished)
      if (! (ksgn == -1 && max (abs (result), abs (area)) <= defabs * 0.01))
        if (0.01 > result / area || result / area > 100 || errsum > abs (area))
          ier = 6;
        end
      end
      if (ier > 2)
        ier = ier - 1;
      end
      return;
    end
  end
  result = sum (rlist(1:last));
  abserr = errsum;
  if (ier > 2)
    ier = ier - 1;
  end
end
