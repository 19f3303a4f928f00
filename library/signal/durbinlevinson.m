function [newphi, newv] = durbinlevinson (c, oldphi, oldv)
% DURBINLEVINSON  Durbin-Levinson recursion for autoregressive coefficients.
%   [PHI, V] = durbinlevinson (C) runs the recursion over the
%   autocovariances C(1) = c(0), C(2) = c(1), ...: PHI are the coefficients
%   of the AR(numel (C) - 1) predictor and V its error variance.
%   [PHI, V] = durbinlevinson (C, OLDPHI, OLDV) does one step, from the
%   order-t coefficients OLDPHI and variance OLDV to order t+1.
%   Reference: Brockwell and Davis, Time Series: Theory and Methods, 5.2.
  if (nargin ~= 1 && nargin ~= 3)
    print_usage ();
  end
  c = c(:);
  newphi = 0;
  newv = 0;
  if (nargin == 3)
    t = numel (oldphi) + 1;
    if (numel (c) < t + 1)
      error ('durbinlevinson: C too small');
    end
    if (oldv == 0)
      error ('durbinlevinson: OLDV = 0');
    end
    [newphi, newv] = step (c, oldphi(:).', oldv, t);
  else
    phi = c(2) / c(1);
    v = (1 - phi ^ 2) * c(1);
    for t = 2:numel (c) - 1
      [phi, v] = step (c, phi, v, t);
      newphi = phi;
      newv = v;
    end
  end
end

function [phi, v] = step (c, oldphi, oldv, t)
  % From order t-1 to order t: the new reflection coefficient comes first.
  phi = zeros (1, t);
  phi(1) = (c(t+1) - oldphi * c(2:t)) / oldv;
  for i = 2:t
    phi(i) = oldphi(i-1) - phi(1) * oldphi(t-i+1);
  end
  v = (1 - phi(1) ^ 2) * oldv;
end
