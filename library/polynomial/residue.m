function [r, p, k, e] = residue (b, a, varargin)
% RESIDUE  Partial fraction expansion of a ratio of polynomials.
%   [R, P, K, E] = residue (B, A) writes B(s)/A(s) as
%     sum_m R(m) / (s - P(m))^E(m)  +  polyval (K, s):
%   the poles P (roots of A, equal ones within a relative 0.001 grouped by
%   mpoles and averaged, tiny real and imaginary parts cleared), their
%   multiplicity index E, the residues R and the direct term K (from
%   deconv when numel (B) >= numel (A)).  The residues solve the linear
%   system B = sum_m R(m) A(s) / (s - P(m))^E(m) (rows scaled).
%   [B, A] = residue (R, P, K) and residue (R, P, K, E) go back.
  if (nargin < 2 || nargin > 4)
    print_usage ();
  end
  tol = 0.001;
  if (nargin >= 3)
    if (nargin == 4)
      e = varargin{2};
    else
      e = [];
    end
    [r, p] = recombine (b, a, varargin{1}, tol, e);
    return;
  end
  a = polyreduce (a);
  b = polyreduce (b);
  b = b / a(1);
  a = a / a(1);
  if (isempty (a) || isempty (b))
    [r, p, k, e] = deal ([]);
    return;
  elseif (numel (a) == 1)
    k = b / a;
    [r, p, e] = deal ([]);
    return;
  end
  p = roots (a);
  np = numel (p);
  [e, order] = mpoles (p, tol, true);
  p = p(order);
  group = cumsum (e == 1);
  for g = 1:group(end)
    in = (group == g);
    p(in) = mean (p(in));
  end
  if (numel (b) >= numel (a))
    [k, b] = deconv (b, a);
  else
    k = [];
  end
  if (isa (a, 'single') || isa (b, 'single'))
    unit = eps ('single');
  else
    unit = eps;
  end
  small = max ([max(abs (p)), 1]) * unit * 1e4 * (1 + np)^2;
  p(abs (p) < small) = 0;
  re = abs (imag (p)) < small;
  p(re) = real (p(re));
  im = abs (real (p)) < small;
  p(im) = 1i * imag (p(im));
  if (np == 1)
    r = polyval (b, p);
    return;
  end
  % Column m: the coefficients of A(s) / (s - P(m))^E(m), degree < np.
  A = zeros (np, np);
  for m = 1:np
    c = 1;
    for j = 1:np
      if (group(j) ~= group(m) || sum (group == group(m) & (1:np)' <= j) > e(m))
        c = times_root (c, p(j));
      end
    end
    A(:, m) = [zeros(np - numel (c), 1); c(:)];
  end
  B = b(:);
  B = [zeros(np - numel (B), 1); B(max (1, numel (B) - np + 1):end)];
  d = max (abs (A), [], 2);
  r = (A ./ d) \ (B ./ d);
end

function [num, den] = recombine (r, p, k, tol, e)
  % B(s)/A(s) from residues R, poles P, direct term K and multiplicities E.
  if (isempty (e))
    [e, order] = mpoles (p, tol, false);
    p = p(order);
    r = r(order);
  end
  np = numel (p);
  den = 1;
  for j = 1:np
    den = times_root (den, p(j));
  end
  len = max (np, numel (den) - 1 + numel (k));
  num = zeros (1, len);
  for m = find (abs (r(:)') > 0)
    c = 1;
    for j = [1:m-1, m+1:np]
      c = times_root (c, p(j));
    end
    for j = 1:e(m) - 1
      c = over_root (c, p(m));
    end
    c = r(m) * c;
    num = num + [zeros(1, len - numel (c)), c];
  end
  if (~ isempty (k))
    kd = zeros (1, numel (den) + numel (k) - 1);   % conv (den, k)
    for j = 1:numel (k)
      kd(j:j+numel (den)-1) = kd(j:j+numel (den)-1) + k(j) * den;
    end
    num = [zeros(1, numel (kd) - numel (num)), num] + [zeros(1, numel (num) - numel (kd)), kd];
  end
  num = polyreduce (num);
  den = polyreduce (den);
end

% Products and quotients by (s - q) written out: they keep complex
% coefficients whatever conv and deconv do with them.
function c = times_root (c, q)
  c = [c, 0] - q * [0, c];
end

function c = over_root (c, q)
  % synthetic division by (s - q), dropping the remainder
  n = numel (c) - 1;
  out = zeros (1, n);
  acc = 0;
  for i = 1:n
    acc = acc * q + c(i);
    out(i) = acc;
  end
  c = out;
end
