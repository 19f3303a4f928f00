% startsWith, endsWith, erase, index, rindex, strtrunc, substr, untabify,
% regexptranslate, cstrcat, ostrsplit, strchr
startsWith ({'apple', 'Banana', 'cherry'}, {'ap', 'ch'})
startsWith ('Banana', 'ban', 'IgnoreCase', true)
endsWith ({'file.m', 'file.txt'}, '.m')
erase ('Hello World!', ' World')
erase ({'abcabc', 'xbcx'}, {'bc', 'x'})
erase (['Hello '; 'World!'], 'World')
index ('foobarbaz', 'ba')
rindex ('foobarbaz', 'ba')
index ({'abc', 'cab', 'xyz'}, 'b')
strtrunc ({'abcdef', 'ab'}, 3)
substr ('hello world', 7)
substr ('hello world', 1, -6)
s = untabify (sprintf ('a\tbc\td'))
regexptranslate ('escape', 'a.b*c[1]')
regexptranslate ('wildcard', '*.m?')
cstrcat ('ab ', 'cd ')
ostrsplit ('a:b;c::d', ':;')
ostrsplit ('a:b;c::d', ':;', true)
strchr ('hello world', 'lo')
[i, j] = strchr (['abc'; 'cba'], 'a')
try
  substr ('foo', 5)
catch err
  disp (err.message)
end
