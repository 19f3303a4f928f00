% glob: the existing names a pattern stands for (*, ?, [set], [!set]),
% sorted, one per row of a column cell.
d = tempname(); mkdir(d);
for n = {'file1', 'file2', 'file3', 'myfile1', 'myfile1b', 'Zeta', 'a[b'}
  fclose(fopen(fullfile(d, n{1}), 'w'));
end
old = pwd(); cd(d);
glob('*file1')
glob('myfile?')
glob('file[12]')
glob('file[!12]')
glob('[A-Z]*')
glob({'file3', 'my*'})
glob(['file1'; 'file9'])
glob('a[b')
glob('nomatch')
try
  glob(3)
catch e
  disp(e.message)
end
cd(old);
confirm_recursive_rmdir(false);
rmdir(d, 's');
