% String functions given a char matrix: strrep row by row (rows padded
% with NUL), regexp and regexprep its first row (with a warning).
t = ['ab'; 'cd'];
x = strrep(t, 'l', 'z')
try, x = strrep(t, 'a', 'z'), catch e, disp(e.message), end
try, x = strrep(t, 'ab', 'z'), catch e, disp(e.message), end
x = regexprep(t, 'l+', 'L')
try, x = regexprep(t, 'a', 'Z'), catch e, disp(e.message), end
try, x = regexprep(t, 'ac', 'Z'), catch e, disp(e.message), end
try, x = strrep(['abc'; 'abd'], 'b', 'xy'), catch e, disp(e.message), end
try, x = regexp(t, '[a-z]', 'match'), catch e, disp(e.message), end
