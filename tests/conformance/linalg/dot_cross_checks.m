% dot takes numeric arguments only (checked before the sizes); cross turns
% a row and a column into the first's orientation (with a warning) and
% looks for a dimension of 3 before comparing sizes.
function dot_cross_checks()
  attempt('x = dot(1, true)');
  attempt('x = dot(''abc'', false)');
  attempt('x = dot(5:-1:1, struct(''p'', 1))');
  attempt('x = dot({1}, 2)');
  attempt('x = dot([1 2], [1 2 3])');
  attempt('x = dot(int8([1 2]), [3 4])');
  attempt('x = cross([1 0 0], [0; 1; 0])');
  attempt('x = cross([1 0 0]'', [0 1 0])');
  attempt('x = cross(single([1.5 2.5]), ''a'')');
  attempt('x = cross([1 2], [3 4])');
  attempt('x = cross(ones(2, 3), ones(3, 2))');
  attempt('x = cross([1 2 3], [4 5 6], 1)');
end

function attempt(code)
  try
    eval(code);
  catch err
    disp(err.message)
  end
end
