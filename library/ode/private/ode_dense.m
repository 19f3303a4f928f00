function x = ode_dense (order, t0, t1, x0, x1, t, k)
% The solution inside the step from (T0, X0) to (T1, X1) at times T, from
% the step's stages K: for the 5th-order Dormand-Prince pair, Shampine's
% quartic through the ends and the midpoint value of its continuous
% extension ("Some practical Runge-Kutta formulas", Math. Comp. 46, 1986);
% for 3rd order, the cubic Hermite with the slopes at both ends; for 2nd
% order, the quadratic with the first stage as the slope at T0.
  h = t1 - t0;
  t = t(:).';
  s = (t - t0) / h;
  switch (order)
    case 5
      mid = [6025192743/30085553152; 0; 51252292925/65400821598; ...
             -2691868925/45128329728; 187940372067/1594534317056; ...
             -1776094331/19743644256; 11237099/235043384];
      x_half = x0 + (1/2) * h * (k(:, 1:7) * mid);
      x = (1 - 11*s.^2 + 18*s.^3 - 8*s.^4) .* x0 ...
          + (s - 4*s.^2 + 5*s.^3 - 2*s.^4) .* (h * k(:, 1)) ...
          + (16*s.^2 - 32*s.^3 + 16*s.^4) .* x_half ...
          + (-5*s.^2 + 14*s.^3 - 8*s.^4) .* x1 ...
          + (s.^2 - 3*s.^3 + 2*s.^4) .* (h * k(:, end));
    case 3
      x = ((1 + 2*s) .* (1 - s).^2) .* x0 ...
          + (s .* (1 - s).^2 * h) .* k(:, 1) ...
          + ((3 - 2*s) .* s.^2) .* x1 ...
          + ((s - 1) .* s.^2 * h) .* k(:, end);
    case 2
      a = -(x0 - x1 - k(:, 1) .* (t0 - t1)) / (t0 - t1)^2;
      b = k(:, 1) - 2 * t0 .* a;
      c = x0 - a * t0^2 - b * t0;
      x = a * t.^2 + b * t + c;
    otherwise
      x = interp1 ([t0, t1], [x0, x1].', t, 'linear').';
  end
end
