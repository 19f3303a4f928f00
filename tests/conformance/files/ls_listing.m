% ls prints what the shell's `ls -C` prints (tabs between columns), or
% with an output one name per row; dir lists in Octave's own columns.
d = tempname(); mkdir(d);
names = {'alpha', 'beta_long_name_here.txt', 'c', 'd.m', 'e123456789', 'Z_upper'};
for k = 1:12
  names{end+1} = sprintf('name_number_%d.dat', k);
end
for k = 1:numel(names)
  fclose(fopen(fullfile(d, names{k}), 'w'));
end
mkdir(fullfile(d, 'sub'));
fclose(fopen(fullfile(d, 'sub', 'inner.txt'), 'w'));
old = pwd(); cd(d);
ls
x = ls;
size(x), class(x)
x(1:3, :)
ls('*.m')
ls d.m sub
y = ls('sub')
dir
s = dir('*.m'); {s.name}
try
  ls('no_such_file')
catch e
  disp(e.message)
end
try
  z = ls('no_such_file')
catch e
  disp(e.message)
end
try
  ls(3)
catch e
  disp(e.message)
end
cd(old);
confirm_recursive_rmdir(false);
rmdir(d, 's');
