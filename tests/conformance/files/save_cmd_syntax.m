function save_cmd_syntax
  d = tempname(); mkdir(d); old = cd(d);
  x = 1:3; y = 'str';
  save data.mat x y
  clear x y
  load data.mat
  x, y
  load data.mat x
  disp(exist('x', 'var'))
  S = load('data');
  disp(S)
  save -v6 d6.mat x
  T = load('d6.mat')
  delete data.mat
  delete d6.mat
  cd(old); rmdir(d);
end
