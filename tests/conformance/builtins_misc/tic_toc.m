t = tic;
s = 0;
for k = 1:1000
  s = s + k;
end
elapsed = toc(t);
disp(elapsed >= 0)
disp(s)
