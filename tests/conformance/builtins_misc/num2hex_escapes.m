% num2hex/hex2num, string escapes, merge, repelems, ipermute, sizeof (issue 42).
a = num2hex([1 -2 pi])
b = num2hex(single([1 -2]))
c = num2hex([1 2], 'cell')
num2hex(int8([1 -2]))
x = hex2num('400921fb54442d18')
x = hex2num({'4005bf0a8b145769'; '4024000000000000'})
x = hex2num('4005bf0a', 'single')
x = hex2num('40', 'int8')
x = hex2num('4')
x = hex2num(['4000'; '4010'])
x = hex2num('0001', 'uint16')
x = hex2num('40', 'char')
x = repelems([1 2 3], [1 3; 2 1])
x = repelems([10 20], [2 1 2; 1 2 3])
x = merge([true false true], [1 2 3], [4 5 6])
x = merge(true, 1, [4 5 6])
x = ifelse(false, 'a', 'b')
x = merge([true false], 1, [3 4])
s = do_string_escapes('a\tb\\n\x41\101\"')
double(s)
u = undo_string_escapes(sprintf('a\tb\n"\\ \a'))
k = iskeyword('for')
k = iskeyword('foo')
k = iskeyword();
size(k), k{1}, k{end}
n = sizemax
s = [sizeof([1 2 3]), sizeof(single(1)), sizeof('abc'), sizeof({1, 'ab'})]
s = [sizeof(struct('a', {1, 2})), sizeof(int16([1 2])), sizeof(true(2)), sizeof(1+2i)]
y = ipermute(permute(reshape(1:24, 2, 3, 4), [3 1 2]), [3 1 2]);
disp(isequal(y, reshape(1:24, 2, 3, 4)))
try
  repelems([1 2], [1 2 3])
catch err
  disp(err.message)
end
try
  merge([1 2], [1 2], [1 2 3])
catch err
  disp(err.message)
end
