% dasrt: dassl that stops at the first root of G (x, t), found after
% every step and located to machine precision.
1;
function r = ball (x, xdot, t)
  r = [xdot(1) - x(2); xdot(2) + 9.81];
end
function g = ground (x, t)
  g = x(1);
end
function g = two (x, t)
  g = [x(1) - 0.7; x(1) - 0.9];
end
function r = osc (x, xdot, t)
  r = [xdot(1) - x(2); xdot(2) + x(1)];
end
% A ball dropped from 10 m reaches the ground at sqrt(20/9.81).
[x, xdot, t, istate, msg] = dasrt (@ball, @ground, [10; 0], [0; -9.81], [0; 1; 2; 3]);
disp (x(1:end-1, 1)), disp (abs (x(end, 1)) < 1e-9), disp (t), disp (xdot(1:2, :))
disp (istate), disp (msg)
% Two constraints: the first one met stops.
[x, ~, t] = dasrt (@(x, xd, t) xd + x, @two, 1, -1, linspace (0, 1, 5)');
disp (x), disp (t)
% Between two far output times the steps see the crossing at pi/2.
[x, ~, t, istate] = dasrt (@osc, @(x, t) x(1), [1; 0], [0; -1], [0; 10]);
disp (x(end, 2)), disp (t), disp (istate)
% No root: the solution at the times of T, ISTATE 3.
[x, xdot, t, istate, msg] = dasrt (@osc, [1; 0], [0; -1], [0; 1; 2]);
disp (x), disp (xdot), disp (t), disp (istate), disp (msg)
% Functions given by name.
[x, ~, t] = dasrt ('osc', 'ground', [1; 0], [0; -1], [0; 4]);
disp (x(1, :)), disp (t)
disp (dasrt_options ('relative tolerance'))
