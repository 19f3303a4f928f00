% A comma-separated list of other than one value cannot be indexed further,
% read or assigned; one value can (and a variable holds the first value).
function cs_list_further_indexed
  s = struct ('a', {1, 2, 3}); c = {1, [2 3], 3};
  try, x = c{:}(2); catch e, disp (e.message), end
  try, x = c{2:3}(1); catch e, disp (e.message), end
  x = c{2}(2)
  try, x = s(2:3).a(1); catch e, disp (e.message), end
  try, x = c{[]}(1); catch e, disp (e.message), end
  try, c{:}(2) = 5; catch e, disp (e.message), end
  try, c{[]}(2) = 5; catch e, disp (e.message), end
  try, s(2:3).a(2) = 5; catch e, disp (e.message), end
  try, c{:}.f = 5; catch e, disp (e.message), end
  try, x = c{:}.f; catch e, disp (e.message), end
  try, c{1:2}(1) = []; catch e, disp (e.message), end
  y = c{:}
  c{1}(2) = 5
end
