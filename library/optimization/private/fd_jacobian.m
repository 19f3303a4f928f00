function J = fd_jacobian (f, x, fx, typicalx, central)
% The Jacobian of F at X (F (X) = FX) by finite differences, a column
% at a time: forward steps of sqrt (eps) times max (|x|, typicalx) (away
% from zero), or central steps of eps^(1/3) times that.
  J = zeros (numel (fx), numel (x));
  if (central)
    h = eps ^ (1/3) * max (abs (x), typicalx);
    for i = 1:numel (x)
      xp = x;
      xm = x;
      xp(i) = xp(i) + h(i);
      xm(i) = xm(i) - h(i);
      fp = f (xp);
      fm = f (xm);
      J(:, i) = (fp(:) - fm(:)) / (xp(i) - xm(i));
    end
  else
    away = sign (x);
    away(away == 0) = 1;
    h = sqrt (eps) * away .* max (abs (x), typicalx);
    for i = 1:numel (x)
      xp = x;
      xp(i) = xp(i) + h(i);
      fp = f (xp);
      J(:, i) = (fp(:) - fx) / (xp(i) - x(i));
    end
  end
end
