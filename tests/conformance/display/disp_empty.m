disp([])
disp('after')
