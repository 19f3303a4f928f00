% jsonencode and jsondecode.
disp (jsonencode (pi))
disp (jsonencode ([1 2 3]))
disp (jsonencode ([1 2; 3 4]))
disp (jsonencode ([1; 2]))
disp (jsonencode (ones (2, 2, 2)))
for v = [100 999999 1e6 2.5e6 1e20 0.1 1e-7 0.000123 1.5e300 -2147483648 123456789012 -0.5]
  printf ('%s\n', jsonencode (v));
end
disp (jsonencode ([NaN Inf -Inf]))
disp (jsonencode ([NaN Inf -Inf], 'ConvertInfAndNaN', false))
disp (jsonencode (true)), disp (jsonencode ([true false]))
disp (jsonencode ('hi "x"\n')), disp (jsonencode (sprintf ('a\tb\n/\\')))
disp (jsonencode (['ab'; 'cd']))
disp (jsonencode (struct ('a', 1, 'b', 'x')))
disp (jsonencode (struct ('a', {1, 2})))
disp (jsonencode ({1, 'a', [1 2], {true}}))
disp (jsonencode ([])), disp (jsonencode ({})), disp (jsonencode ('')), disp (jsonencode (struct ()))
disp (jsonencode (int8 ([1 2]))), disp (jsonencode (single ([1.5 2])))
disp (jsonencode (containers.Map ({'k1', 'k2'}, {1, 'v'})))
try, jsonencode (@sin), catch e, disp (e.message), end
try, jsonencode (1 + 2i), catch e, disp (e.message), end
try, jsonencode (int8 (1)), catch e, disp (e.message), end
try, jsonencode (1, 'foo', true), catch e, disp (e.message), end
try, jsonencode (1, 'ConvertInfAndNaN', 3), catch e, disp (e.message), end
x = jsondecode ('{"a": 1, "b": [1,2,3], "c": "s", "d": null, "e": true, "f": [true, false], "g": [[1,2],[3,4]], "h": [{"x":1},{"x":2}], "i": [1, "a"], "1bad key": 2, "j": [1, null], "k": []}')
y = jsondecode ('[{"x":1},{"y":2}]')
z = jsondecode ('[[1,2],[3]]')
w = jsondecode ('3')
class (jsondecode ('[true, 1]'))
jsondecode ('[[[1,2],[3,4]],[[5,6],[7,8]]]')
jsondecode ('{"a b": 1}', 'ReplacementStyle', 'delete')
jsondecode ('{"1a": 1}', 'Prefix', 'p_')
jsondecode ('{"a b": 1}', 'makeValidName', false)
jsondecode ('{"for": 1, "a-b": 2}')
jsondecode ('[null, null]')
jsondecode ('["a","b"]')
jsondecode ('[]'), jsondecode ('""'), jsondecode ('null')
s = jsondecode (jsonencode (struct ('name', 'x', 'v', [1 2 3])))
