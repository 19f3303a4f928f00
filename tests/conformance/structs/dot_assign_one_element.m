% `.name =` and `{} =` assign one element: an empty struct array, several
% selected elements, or a non-struct value of other than one element are
% refused; `[]`, `{}` and `''` become a struct.
function dot_assign_one_element
  s = struct ('a', {1, 2, 3});
  try, s(1:2).a = 5; catch e, disp (e.message), end
  try, s(1:0).a = 5; catch e, disp (e.message), end
  try, s(:).a.z = 5; catch e, disp (e.message), end
  s(4).a = 7; disp (size (s))
  e0 = struct ('a', {});
  try, e0.a = 5; catch e, disp (e.message), end
  e0(1).a = 5; disp (size (e0))
  t = struct ('a', 1);
  try, t([1 2]).a = 2; catch e, disp (e.message), end
  c = {1, 2, 3};
  try, c{1:2} = 5; catch e, disp (e.message), end
  try, c{[]} = 5; catch e, disp (e.message), end
  d = {7}; d{:} = 5; disp (d)
  vals = {[1 2 3], 'hi', {1, 2}, 5, true, int8([1 2]), zeros(1, 0), [], {}, ''};
  for k = 1:numel (vals)
    x = vals{k};
    try, x.a = 1; disp (class (x)), catch e, disp (e.message), end
    try, y = x.a; catch e, disp (e.message), end
  end
end
