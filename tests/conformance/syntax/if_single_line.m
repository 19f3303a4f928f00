x = 4; if x > 3, disp('big'), end
for k = 1:3, fprintf('%d ', k); end, fprintf('\n');
