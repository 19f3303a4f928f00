% hash: every digest Octave 7.3 has, of empty and short strings.
for h = {'md2', 'md4', 'md5', 'sha1', 'sha224', 'sha256', 'sha384', 'sha512'}
  printf('%s: %s\n', h{1}, hash(h{1}, ''));
  printf('%s: %s\n', h{1}, hash(h{1}, 'The quick brown fox jumps over the lazy dog'));
end
x = hash('SHA1', 'abc')
class(x), size(x)
y = hash('md5', ['ab'; 'cd'])
try
  hash('crc32', 'abc')
catch e
  disp(e.message)
end
