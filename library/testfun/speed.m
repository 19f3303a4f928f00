function [order, test_n, t_f, t_f2] = speed (f, init, max_n, f2, tol)
% -- speed (F, INIT, MAX_N, F2, TOL)
% -- [ORDER, N, T_F, T_F2] = speed (...)
%
%     Time the code F (a string) for growing sizes N and estimate how its
%     running time grows: O(a * n^p).
%
%     MAX_N (100) gives 15 sizes spaced logarithmically from 1 to MAX_N,
%     [MIN_N, MAX_N] from MIN_N, a longer vector the sizes themselves
%     (rounded, duplicates dropped).  Before each timing INIT runs (the
%     default "x = randn (n, 1)"), with n the size and k the test number
%     (INIT runs first with k = 0 and n = 1, so constants can be made
%     once).  A timing under 0.25 s is repeated twice and the shortest
%     kept.
%
%     F2, when given, is timed the same way, and its value (ans) must
%     equal F's within TOL (eps by default; negative: relative; Inf: no
%     check).  (Octave 7.3 reads ans after F even without F2, so an F
%     that sets no ans, such as its own example "for i = 1:n, y{i} =
%     x(i); endfor", is an error there.)
%
%     ORDER has fields p and a, from a straight-line fit of log time
%     against log n over the larger half of the sizes.  N, T_F and T_F2
%     are the sizes and the times (in seconds) that were above zero.
%     Without outputs the progress, the mean time ratio of F2 to F and
%     the estimated order are printed, and figures are drawn.
%
%     See also: tic, toc, cputime.

  if (nargin < 1)
    print_usage ();
  end
  if (nargin < 2 || isempty (init))
    init = 'x = randn (n, 1)';
  end
  if (nargin < 3 || isempty (max_n))
    max_n = 100;
  end
  if (nargin < 4)
    f2 = '';
  end
  if (nargin < 5)
    tol = eps;
  end
  test_n = sizes (max_n);
  show = (nargout == 0);
  if (show)
    disp (['testing ', f, "\ninit: ", init]);
  end
  [t_f, t_f2] = time_all (f, init, f2, tol, test_n, show);
  if (isempty (f2))
    keep = t_f >= 100 * eps;
  else
    keep = t_f >= 100 * eps & t_f2 >= 100 * eps;
  end
  test_n = test_n(keep);
  t_f = t_f(keep);
  t_f2 = t_f2(keep);
  if (isempty (test_n))
    error ("speed: All running times were zero.\nerror: speed: Choose larger MAX_N or do more work per function evaluation");
  end
  tail = ceil (numel (test_n) / 2):numel (test_n);
  p = polyfit (log (test_n(tail)), log (t_f(tail)), 1);
  if (show)
    draw_and_print (f, init, f2, test_n, t_f, t_f2, p, tail);
  else
    order = struct ('p', p(1), 'a', exp (p(2)));
  end
end

function n = sizes (max_n)
  count = 15;
  if (isscalar (max_n))
    if (! (max_n > 1))
      error ('speed: MAX_N must be greater than 1');
    end
    n = logspace (0, log10 (max_n), count);
  elseif (numel (max_n) == 2)
    if (! (max_n(1) >= 1 && max_n(2) > max_n(1)))
      error ('speed: [MIN_N, MAX_N] must have 1 <= MIN_N < MAX_N');
    end
    n = logspace (log10 (max_n(1)), log10 (max_n(2)), count);
  else
    if (! all (max_n > 0))
      error ('speed: the sizes N must be positive');
    end
    n = max_n;
  end
  n = unique (round (n));
end

function [speed__t1, speed__t2] = time_all (speed__f, speed__init, speed__f2, ...
                                            speed__tol, speed__n, speed__show)
  % INIT, F and F2 run here, in one workspace: names a user's code might
  % use are left free (n, k, x, ...).
  speed__t1 = zeros (size (speed__n));
  speed__t2 = speed__t1;
  n = 1;
  k = 0;
  eval ([speed__init, ';']);
  eval ([speed__f, ';']);
  if (! isempty (speed__f2))
    eval ([speed__f2, ';']);
  end
  for k = 1:numel (speed__n)
    n = speed__n(k);
    eval ([speed__init, ';']);
    if (speed__show)
      printf ('n%i = %i  ', k, n);
      fflush (stdout);
    end
    speed__id = tic ();
    eval ([speed__f, ';']);
    speed__t = toc (speed__id);
    if (! isempty (speed__f2))
      speed__v1 = ans;
    end
    for speed__again = 1:2 * (speed__t < 0.25)
      speed__id = tic ();
      eval ([speed__f, ';']);
      speed__t = min (speed__t, toc (speed__id));
    end
    speed__t1(k) = speed__t;
    if (isempty (speed__f2))
      continue;
    end
    speed__id = tic ();
    eval ([speed__f2, ';']);
    speed__t = toc (speed__id);
    speed__v2 = ans;
    for speed__again = 1:2 * (speed__t < 0.25)
      speed__id = tic ();
      eval ([speed__f2, ';']);
      speed__t = min (speed__t, toc (speed__id));
    end
    speed__t2(k) = speed__t;
    if (! isinf (speed__tol))
      assert (speed__v1, speed__v2, speed__tol);
    end
  end
end

function draw_and_print (f, init, f2, n, t_f, t_f2, p, tail)
  figure ();
  if (isempty (f2))
    % A ";key;" in the format is the same; matc's loglog does not read it yet.
    legend (loglog (n, t_f * 1000, '*-g'), 'execution time');
    xlabel ('test length');
    ylabel ('best execution time (ms)');
    title ({f, ['init: ', init]});
  else
    subplot (1, 2, 1);
    semilogx (n, t_f ./ t_f2, '-*g', n, t_f2 ./ t_f, '-*r');
    legend ({[f, ' / ', f2], [f2, ' / ', f]}, 'location', 'northwest');
    title ('Speedup Ratio');
    xlabel ('test length');
    ylabel ('speedup ratio');
    subplot (1, 2, 2);
    loglog (n, t_f * 1000, '*-g', n, t_f2 * 1000, '*-r');
    legend ({f, f2}, 'location', 'northwest');
    title ({'Execution Times', ['init: ', init]});
    xlabel ('test length');
    ylabel ('best execution time (ms)');
    printf ("\n\nMean runtime ratio = %.3g for '%s' vs '%s'\n", ...
            mean (t_f2 ./ t_f), f2, f);
  end
  figure ();
  power = round (10 * p(1)) / 10;
  if (power >= 0.1)
    order = sprintf ('O(n^%g)', power);
  else
    order = 'O(1)';
  end
  legend (loglog (n(tail), exp (polyval (p, log (n(tail)))) * 1000, 'b'), order);
  title ({'Time Complexity', f});
  xlabel ('test length');
  printf ("\nFor %s:\n", f);
  printf ('  asymptotic power: %s\n', order);
  printf ('  approximate time per operation: %s\n', time_text (exp (p(2))));
end

function s = time_text (dt)
  % DT rounded down to its leading digit, in s, ms, us or ns.
  dt = floor (dt / 10 ^ floor (log10 (dt))) * 10 ^ floor (log10 (dt));
  units = {'s', 1; 'ms', 1e3; 'us', 1e6; 'ns', 1e9};
  bounds = [-0.5, -3.5, -6.5, -Inf];
  u = find (log10 (dt) >= bounds, 1);
  s = sprintf ('%g %s', dt * units{u, 2}, units{u, 1});
end
