function y = sinetone (freq, rate, sec, ampl)
% SINETONE  Sampled sine tones.
%   sinetone (FREQ, RATE, SEC, AMPL) is a round (RATE*SEC)-by-numel (FREQ)
%   matrix whose column k samples AMPL(k) sin (2 pi FREQ(k) t) at
%   t = (1:N) / RATE.  Defaults: RATE 8000, SEC 1, AMPL 64.
  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2)
    rate = 8000;
  end
  if (nargin < 3)
    sec = 1;
  end
  if (nargin < 4)
    ampl = 64;
  end
  [err, freq, ampl] = common_size (freq, ampl);
  if (err || ~ isvector (freq))
    error ('sinetone: FREQ and AMPL must be vectors of common size');
  end
  if (~ (isscalar (rate) && isscalar (sec)))
    error ('sinetone: RATE and SEC must be scalars');
  end
  ns = round (rate * sec);
  y = zeros (ns, numel (freq));
  for k = 1:numel (freq)
    y(:, k) = ampl(k) * sin (2 * pi * (1:ns) / rate * freq(k))';
  end
end
