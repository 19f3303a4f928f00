% The input checks of the help and information functions.
calls = {'citation (1)', 'citation (''nopkg'')', 'news (2)', 'news (''nopkg'')', ...
         'saveobj (3)', 'loadobj (int8 (3))', 'loadobj ({})', 'doc (1)', ...
         'open (1)', 'open (''no_such_file.xyz'')', 'grabcode ()'};
for k = 1:numel (calls)
  try
    eval (calls{k});
  catch err
    disp (strtok (err.message, "\n"));
  end
end
f = [tempname(), '.html'];
fid = fopen (f, 'w');
fprintf (fid, '<html>\n<!--\n##### SOURCE BEGIN #####\nx = 1;\ndisp (x)\n##### SOURCE END #####\n-->\n</html>\n');
fclose (fid);
code = grabcode (f)
delete (f);
m = [tempname(), '.mat'];
x = 5;
y = 'text';
save (m, 'x', 'y');
s = open (m)
delete (m);
