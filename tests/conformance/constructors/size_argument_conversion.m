% Size arguments: a fraction, NaN or Inf fails Octave's integer conversion
% (the message names the C type); a non-scalar argument among several
% gives its first element; an empty one gives 0; negative sizes give 0.
function size_argument_conversion()
  attempt('zeros(2.5)');
  attempt('zeros(-0.25, -0.25)');
  attempt('zeros(1, 2.5)');
  attempt('ones([2 2.5])');
  attempt('NaN(NaN)');
  attempt('zeros(Inf)');
  attempt('zeros(2, NaN)');
  attempt('eye(2.5)');
  attempt('rand(1.5)');
  attempt('zeros(''z'', 2)');
  attempt('size(1, 0.5)');
  attempt('size(ones(2, 3), [1 0.5])');
  a = zeros([2 3], 1)
  b = ones(1:3, 2)
  c = zeros(2, [])
  d = zeros(2, -3)
  e = zeros([2 -3])
  f = cell(2, 2.5)
  g = true(2, [1 5])
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
