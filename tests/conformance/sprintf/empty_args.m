s = sprintf('%d', [])
size(s)
t = sprintf('plain text')
