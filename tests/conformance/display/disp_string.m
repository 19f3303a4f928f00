disp('hello world')
