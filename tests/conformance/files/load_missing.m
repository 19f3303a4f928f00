try
  load('/nonexistent/dir/nothing.mat');
catch err
  disp(err.message);
end
f = [tempname() '.mat'];
fid = fopen(f, 'w'); fprintf(fid, 'garbage\n1 2 x\n'); fclose(fid);
try
  S = load(f);
catch err
  disp(strrep(err.message, f, 'FILE'));
end
delete(f);
