for k = 1:3
  eval(sprintf('v%d = %d;', k, k * k));
end
disp([v1 v2 v3])
