[t, r] = strtok('  hello world  ')
[t, r] = strtok('a,b;c', ',;')
[t, r] = strtok('abc')
[t, r] = strtok('')
[t, r] = strtok(',,,x', ',')
s = 'the quick  brown fox';
while ~isempty(s)
  [w, s] = strtok(s);
  printf('[%s]\n', w);
end
