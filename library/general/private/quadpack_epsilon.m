function [result, abserr, e, res3la, nres, n] = quadpack_epsilon (n, e, res3la, nres)
% QUADPACK's DQELG: Wynn's epsilon algorithm on the N sums in E (the
% table's last diagonal), extrapolating their limit; the table keeps at
% most 50 elements.  RES3LA holds the last three results, to estimate
% the error from their spread.
  epmach = eps;
  oflow = realmax;
  nres = nres + 1;
  abserr = oflow;
  result = e(n);
  if (n < 3)
    abserr = max (abserr, 5 * epmach * abs (result));
    return;
  end
  limexp = 50;
  e(n+2) = e(n);
  newelm = floor ((n - 1) / 2);
  e(n) = oflow;
  num = n;
  k1 = n;
  converged = false;
  for i = 1:newelm
    k2 = k1 - 1;
    k3 = k1 - 2;
    res = e(k1+2);
    e0 = e(k3);
    e1 = e(k2);
    e2 = res;
    e1abs = abs (e1);
    delta2 = e2 - e1;
    err2 = abs (delta2);
    tol2 = max (abs (e2), e1abs) * epmach;
    delta3 = e1 - e0;
    err3 = abs (delta3);
    tol3 = max (e1abs, abs (e0)) * epmach;
    if (err2 <= tol2 && err3 <= tol3)
      % e0, e1 and e2 agree to machine precision.
      result = res;
      abserr = err2 + err3;
      converged = true;
      break;
    end
    e3 = e(k1);
    e(k1) = e1;
    delta1 = e1 - e3;
    err1 = abs (delta1);
    tol1 = max (e1abs, abs (e3)) * epmach;
    if (err1 <= tol1 || err2 <= tol2 || err3 <= tol3)
      n = i + i - 1;
      break;
    end
    ss = 1 / delta1 + 1 / delta2 - 1 / delta3;
    epsinf = abs (ss * e1);
    if (epsinf <= 1e-4)
      n = i + i - 1;
      break;
    end
    res = e1 + 1 / ss;
    e(k1) = res;
    k1 = k1 - 2;
    err = err2 + abs (res - e2) + err3;
    if (err <= abserr)
      abserr = err;
      result = res;
    end
  end
  if (converged)
    abserr = max (abserr, 5 * epmach * abs (result));
    return;
  end
  % Shift the table.
  if (n == limexp)
    n = 2 * floor (limexp / 2) - 1;
  end
  if (mod (num, 2) == 0)
    ib = 2;
  else
    ib = 1;
  end
  for i = 1:newelm+1
    e(ib) = e(ib+2);
    ib = ib + 2;
  end
  if (num != n)
    indx = num - n + 1;
    for i = 1:n
      e(i) = e(indx);
      indx = indx + 1;
    end
  end
  if (nres < 4)
    res3la(nres) = result;
    abserr = oflow;
  else
    abserr = abs (result - res3la(3)) + abs (result - res3la(2)) + abs (result - res3la(1));
    res3la(1) = res3la(2);
    res3la(2) = res3la(3);
    res3la(3) = result;
  end
  abserr = max (abserr, 5 * epmach * abs (result));
end
