% publish writes a report beside which grabcode finds the script again.
d = tempname ();
mkdir (d);
script = fullfile (d, 'pub_demo.m');
fid = fopen (script, 'w');
fprintf (fid, '%%%% A title\n%% Intro with *bold* text.\n\n%%%% Numbers\nx = magic (3);\ndisp (x(2, :))\n\n%%%% Text\n%% * one\n%% * two\ny = 2 + 3\n');
fclose (fid);
out = fullfile (d, 'out');
here = pwd ();
cd (d);
f = publish ('pub_demo.m', 'outputDir', out);
[~, name, ext] = fileparts (f)
code = grabcode (f);
disp (isequal (code, fileread (script)))
names = dir (out);
disp ({names.name})
g = publish ('pub_demo.m', 'format', 'latex', 'outputDir', out, 'evalCode', false);
[~, name, ext] = fileparts (g)
tries = {{'format', 'doc'}, {'format', 'html', 'showCode'}};
for k = 1:numel (tries)
  try
    publish ('pub_demo.m', tries{k}{:});
  catch err
    disp (err.message);
  end
end
try
  publish ('missing.m');
catch err
  disp (err.message);
end
fid = fopen (fullfile (d, 'fun_file.m'), 'w');
fprintf (fid, '%% help\nfunction fun_file ()\n  disp (1);\nend\n');
fclose (fid);
try
  publish ('fun_file.m');
catch err
  disp (err.message);
end
cd (here);
confirm_recursive_rmdir (false);
rmdir (d, 's');
