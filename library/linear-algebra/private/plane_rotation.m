function [c, s, r] = plane_rotation (f, g)
% PLANE_ROTATION  The rotation [c s; -conj(s) c] taking [f; g] to [r; 0].
%   As LAPACK 3.10's xLARTG chooses it (Anderson, "Algorithm 978: Safe
%   scaling in the level 1 BLAS", 2017): c >= 0 is real and r keeps the
%   phase of f, so that updated factors come out with Octave's signs.
  if (g == 0)
    c = 1;
    s = 0 * g;
    r = f;
  elseif (f == 0)
    c = 0;
    if (isreal (g))
      s = sign (g) + (g == 0);
    else
      s = conj (g) / abs (g);
    end
    r = abs (g);
  else
    d = sqrt (abs (f)^2 + abs (g)^2);
    c = abs (f) / d;
    if (isreal (f) && isreal (g))
      r = sign (f) * d;
      s = g / r;
    else
      phase = f / abs (f);
      r = phase * d;
      s = conj (g) * phase / d;
    end
  end
end
