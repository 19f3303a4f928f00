function [result, ier, abserr, neval] = quadpack_qagp (f, pts, epsabs, epsrel, limit)
% QUADPACK's DQAGPE, which Octave's quad uses for every finite interval:
% the adaptive scheme of QAGS started from the pieces between the break
% points PTS (sorted, ends included), with the depth of bisection
% ("level") deciding when the small subintervals dominate and Wynn's
% epsilon algorithm is applied (Piessens et al., "QUADPACK", 1983,
% section 3.4.5).  F is called at one point at a time.
  epmach = eps;
  uflow = realmin;
  oflow = realmax;
  sgn = 1;
  if (pts(1) > pts(end))
    sgn = -1;
  end
  pts = sort (pts);
  nint = numel (pts) - 1;
  npts2 = nint + 1;
  ier = 0;
  alist = zeros (limit, 1);
  blist = zeros (limit, 1);
  rlist = zeros (limit, 1);
  elist = zeros (limit, 1);
  level = zeros (limit, 1);
  iord = zeros (limit, 1);
  rule = @(a1, b1) quadpack_rules (21, f, a1, b1, 0, 0);
  result = 0;
  abserr = 0;
  resabs = 0;
  ndin = zeros (nint, 1);
  for i = 1:nint
    [area1, error1, defabs, resa] = rule (pts(i), pts(i+1));
    abserr = abserr + error1;
    result = result + area1;
    ndin(i) = error1 == resa && error1 != 0;
    resabs = resabs + defabs;
    elist(i) = error1;
    alist(i) = pts(i);
    blist(i) = pts(i+1);
    rlist(i) = area1;
    iord(i) = i;
  end
  errsum = 0;
  for i = 1:nint
    if (ndin(i))
      elist(i) = abserr;
    end
    errsum = errsum + elist(i);
  end
  last = nint;
  neval = 21 * nint;
  dres = abs (result);
  errbnd = max (epsabs, epsrel * dres);
  if (abserr <= 100 * epmach * resabs && abserr > errbnd)
    ier = 2;
  end
  if (nint > 1)
    % The pieces by decreasing error.
    [~, order] = sort (elist(1:nint), 'descend');
    iord(1:nint) = order;
  end
  if (limit < npts2)
    ier = 1;
  end
  if (ier != 0 || abserr <= errbnd)
    result = result * sgn;
    return;
  end

  eps_table = zeros (52, 1);
  eps_table(1) = result;
  res3la = zeros (3, 1);
  maxerr = iord(1);
  errmax = elist(maxerr);
  area = result;
  nrmax = 1;
  nres = 0;
  numrl2 = 1;
  ktmin = 0;
  extrap = false;
  noext = false;
  erlarg = errsum;
  ertest = errbnd;
  levmax = 1;
  iroff1 = 0;
  iroff2 = 0;
  iroff3 = 0;
  ierro = 0;
  abserr = oflow;
  ksgn = -1;
  if (dres >= (1 - 50 * epmach) * resabs)
    ksgn = 1;
  end
  correc = 0;
  summed = false;
  for last = npts2:limit
    levcur = level(maxerr) + 1;
    a1 = alist(maxerr);
    b1 = 0.5 * (alist(maxerr) + blist(maxerr));
    a2 = b1;
    b2 = blist(maxerr);
    erlast = errmax;
    [area1, error1, ~, defab1] = rule (a1, b1);
    [area2, error2, ~, defab2] = rule (a2, b2);
    neval = neval + 42;
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
    level(maxerr) = levcur;
    level(last) = levcur;
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
      summed = true;
      break;
    end
    if (ier != 0)
      break;
    end
    if (noext)
      continue;
    end
    erlarg = erlarg - erlast;
    if (levcur + 1 <= levmax)
      erlarg = erlarg + erro12;
    end
    if (! extrap)
      % Extrapolate once the next interval to bisect is of the deepest level.
      if (level(maxerr) + 1 <= levmax)
        continue;
      end
      extrap = true;
      nrmax = 2;
    end
    if (ierro != 3 && erlarg > ertest)
      jupbnd = last;
      if (last > 2 + floor (limit / 2))
        jupbnd = limit + 3 - last;
      end
      shallow_left = false;
      for k = nrmax:jupbnd
        maxerr = iord(nrmax);
        errmax = elist(maxerr);
        if (level(maxerr) + 1 <= levmax)
          shallow_left = true;
          break;
        end
        nrmax = nrmax + 1;
      end
      if (shallow_left)
        continue;
      end
    end
    numrl2 = numrl2 + 1;
    eps_table(numrl2) = area;
    if (numrl2 > 2)
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
        if (abserr < ertest)
          break;
        end
      end
      if (numrl2 == 1)
        noext = true;
      end
      if (ier >= 5)
        break;
      end
    end
    maxerr = iord(1);
    errmax = elist(maxerr);
    nrmax = 1;
    extrap = false;
    levmax = levmax + 1;
    erlarg = errsum;
  end

  if (! summed)
    if (abserr == oflow)
      summed = true;
    elseif (ier + ierro != 0)
      if (ierro == 3)
        abserr = abserr + correc;
      end
      if (ier == 0)
        ier = 3;
      end
      if (result != 0 && area != 0)
        summed = abserr / abs (result) > errsum / abs (area);
      elseif (abserr > errsum)
        summed = true;
      elseif (area == 0)
        if (ier > 2)
          ier = ier - 1;
        end
        result = result * sgn;
        return;
      end
    end
    if (! summed)
      if (! (ksgn == -1 && max (abs (result), abs (area)) <= resabs * 0.01))
        if (0.01 > result / area || result / area > 100 || errsum > abs (area))
          ier = 6;
        end
      end
    end
  end
  if (summed)
    result = sum (rlist(1:last));
    abserr = errsum;
  end
  if (ier > 2)
    ier = ier - 1;
  end
  result = result * sgn;
end
