function input_parser
  p = inputParser;
  p.FunctionName = 'myfun';
  p.addRequired('x', @isnumeric);
  p.addOptional('n', 5, @(n) n > 0);
  p.addParameter('tol', 1e-6, @isnumeric);
  p.addParamValue('Mode', 'fast');
  p.addSwitch('verbose');
  p.parse(1, 3, 'tol', 1e-3, 'verbose');
  r = p.Results
  u = p.UsingDefaults
  pp = p.Parameters
  p.parse(2);
  r = p.Results
  u = p.UsingDefaults
  p.parse(2, 'mode', 'slow');
  r = p.Results
  p.parse(2, struct('tol', 7));
  r = p.Results
  try, p.parse('a'), catch e, disp(e.message), end
  try, p.parse(1, -2), catch e, disp(e.message), end
  try, p.parse(1, 2, 'foo', 3), catch e, disp(e.message), end

  try, p.parse(1, 2, 3), catch e, disp(e.message), end

  try, p.addRequired('y'), catch e, disp(e.message), end
  try, p.addParameter('tol', 1), catch e, disp(e.message), end

  q = inputParser;
  q.KeepUnmatched = true;
  q.addParameter('a', 1);
  try, q.addRequired('z'); catch e, disp(e.message), end
  q.parse('b', 2);
  r = q.Results, un = q.Unmatched
  q2 = inputParser;
  q2.addRequired('v', @mustBePositive);
  try, q2.parse(-1), catch e, disp(strrep(e.message, 'in must', 'input must')), end
  q2.parse(3); disp(q2.Results.v)
  disp(p)
  class(p)
end
