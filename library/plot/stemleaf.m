function plotstr = stemleaf (x, caption, stem_sz)
% -- stemleaf (X, CAPTION)
% -- stemleaf (X, CAPTION, STEM_SZ)
% -- PLOTSTR = stemleaf (...)
%     Print (or return as a character matrix) a stem-and-leaf plot of the
%     integers X (fix (X) if they are not), headed by CAPTION and by a
%     fenced letter display, as in J. W. Tukey, "Exploratory Data
%     Analysis", 1977, chapter 3:
%
%       # nx       the number of values
%       M mi md    the median's depth and value
%       H hi hl hu the hinges' depth and values, and the h-spread hs
%       1 x(1) x(nx)   the extremes
%       step       1.5 * hs (truncated to an integer)
%       f, F       the inner (hinges -/+ step) and outer (-/+ 2*step)
%                  fences, each with the number of values beyond it
%
%     Each stem holds the values of one interval of width 10^(STEM_SZ+1)
%     (STEM_SZ 0: the last digit is the leaf).  Negative values have
%     their own stems, "-0" included; leaves are listed in the order of X
%     (sort X first for sorted leaves), separated by commas when STEM_SZ
%     is not 0.  Runs of empty stems print as ":".
%
%     See also: hist, printd.

  if (nargin < 2 || nargin > 3)
    print_usage ();
  end
  if (! isvector (x))
    error ('stemleaf: X must be a vector');
  end
  if (! isnumeric (x))
    error ('stemleaf: X must be a numeric vector');
  end
  if (! ischar (caption))
    error ('stemleaf: CAPTION must be a character array');
  end
  if (nargin == 2)
    stem_sz = 0;
  elseif (! (isscalar (stem_sz) && isreal (stem_sz) && stem_sz >= 0))
    error ('stemleaf: STEM_SZ must be a real integer >= 0');
  end
  x = double (x(:))';
  if (any (x != fix (x)))
    x = fix (x);
    warning ('stemleaf: X truncated to integer values');
  end
  lines = [letter_display(x, caption), stem_lines(x, fix (stem_sz))];
  if (nargout > 0)
    plotstr = char (lines);
  else
    r = char (lines);
    for k = 1:rows (r)
      printf ('%s\n', r(k, :));
    end
  end
end

function lines = letter_display (x, caption)
  nx = numel (x);
  xs = sort (x);
  mi = fix ((nx + 1) / 2);
  hi = fix ((mi + 1) / 2);
  hl = xs(hi);
  hu = xs(nx - hi + 1);
  hs = hu - hl;
  step = fix (1.5 * hs);
  ifl = hl - step;
  ifh = hu + step;
  ofl = hl - 2 * step;
  ofh = hu + 2 * step;
  % (Octave prints the upper outer fence with %g: -0 and exponents show.)
  lines = {['       Data: ' caption], ' ', '         Fenced Letter Display', ' ', ...
           sprintf('     #%3d|___________________', nx), ...
           sprintf('     M%3d|       %5d      |', mi, xs(mi)), ...
           sprintf('     H%3d|%5d        %5d|   %d', hi, hl, hu, hs), ...
           sprintf('     1   |%5d        %5d|', xs(1), xs(nx)), ...
           '               _______', ...
           sprintf('         ______|%5d|_______', step), ...
           sprintf('        f|%5d        %5d|', ifl, ifh), ...
           sprintf('         |%5d        %5d|  out', sum (x < ifl & x >= ofl), sum (x > ifh & x <= ofh)), ...
           sprintf('        F|%5d        %5g|', ofl, ofh), ...
           sprintf('         |%5d        %5d|  far', sum (x < ofl), sum (x > ofh)), ' '};
end

function lines = stem_lines (x, stem_sz)
  % Stems in signed order: negative ones (their magnitudes falling) down
  % to "-0", then "0" up; "-0" and "0" print even when empty, other empty
  % stems collapse into one ":" per run.
  width = 10 ^ (stem_sz + 1);
  neg = x < 0 | (x == 0 & 1 ./ x < 0);
  mag = fix (abs (x) / width);
  leaf = abs (x) - mag * width;
  both = any (neg) && any (! neg);
  stems = [];
  if (any (neg))
    % -k-1 stands for the stem "-k" ("-0" is -1)
    stems = -(max (mag(neg)):-1:min (mag(neg)) * ! both) - 1;
  end
  if (any (! neg))
    stems = [stems, min(mag(! neg)) * ! both:max(mag(! neg))];
  end
  lines = {};
  gap = false;
  for s = stems
    if (s < 0)
      sel = neg & mag == -s - 1;
      label = sprintf ('%4d', s + 1);
      if (s == -1)
        label = '  -0';
      end
    else
      sel = ! neg & mag == s;
      label = sprintf ('%4d', s);
    end
    if (! any (sel) && s != -1 && s != 0)
      if (! gap)
        lines{end+1} = '     :';
      end
      gap = true;
      continue;
    end
    gap = false;
    if (stem_sz == 0)
      leaves = sprintf ('%d', leaf(sel));
    else
      leaves = sprintf ('%d,', leaf(sel));
      leaves = leaves(1:end-1);
    end
    lines{end+1} = [label ' | ' leaves];
  end
end
