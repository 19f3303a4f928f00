function importdata_text
  % importdata on text files: plain numbers, header lines, delimiters, gaps
  f = [tempname(), '.txt'];
  put (f, "1 2 3\n4 5 6\n");
  [A, d, h] = importdata (f)
  put (f, "x,y,z\n1,2,3\n4,5,6\n");
  [B, d, h] = importdata (f)
  put (f, "title line\nx\ty\n1\t2\n3\t4\n");
  [C, d, h] = importdata (f)
  put (f, "1;2\n3;4;5\n");
  [D, d, h] = importdata (f)
  put (f, "my data\n1 2 3\n4 5 6\n");
  E = importdata (f)
  put (f, "1,,3\n4,5,6\n");
  F = importdata (f)
  put (f, "x,y,z\n1,2,3\n4,5,6\n");
  G = importdata (f, ',', 1)
  try, importdata (1), catch err, disp (err.message), end
  try, importdata (f, ',;'), catch err, disp (err.message), end
  try, importdata (f, ',', -1), catch err, disp (err.message), end
  delete (f);
end

function put (f, s)
  fid = fopen (f, 'w');
  fputs (fid, s);
  fclose (fid);
end
