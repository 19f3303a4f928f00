idx = strfind('abcabcabc', 'bc')
none = strfind('abc', 'z')
