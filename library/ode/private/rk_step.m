function [x_new, x_est, k] = rk_step (tab, f, t, x, h, t_new, k1, args)
% One step of the explicit Runge-Kutta pair TAB (fields A, c, b, bhat)
% from (T, X) by H to T_NEW: the propagated solution X_NEW, the solution
% X_EST of the embedded formula (which also uses f at X_NEW), and the
% stages K, whose last column is f (T_NEW, X_NEW).  K1, when not empty,
% is f (T, X) from the previous step.

  s = numel (tab.c);
  k = zeros (numel (x), s + 1);
  if (isempty (k1))
    k(:, 1) = f (t, x, args{:});
  else
    k(:, 1) = k1;
  end
  hA = h * tab.A;
  for j = 2:s
    k(:, j) = f (t + h * tab.c(j), x + k(:, 1:j-1) * hA(j, 1:j-1).', args{:});
  end
  x_new = x + k(:, 1:s) * (h * tab.b(:));
  k(:, s+1) = f (t_new, x_new, args{:});
  x_est = x + k * (h * tab.bhat(:));
end
