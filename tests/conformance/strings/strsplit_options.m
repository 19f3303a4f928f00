% strsplit: default whitespace delimiters, COLLAPSEDELIMITERS, DelimiterType, MATCHES
c = strsplit(sprintf('a b\tc'));
disp(numel(c))
c = strsplit('a,,b', ',', false);
disp(numel(c)); disp(size(c{2}))
c = strsplit('a,,b', ',');
disp(numel(c))
[c, m] = strsplit('a1b22c', '\d+', 'DelimiterType', 'RegularExpression');
disp(c); disp(m)
try
  strsplit('a', ',', 'foo', 1)
catch err
  disp(err.message)
end
