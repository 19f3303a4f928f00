% test, demo and example on the %! blocks of a file written for the purpose
d = tempname ();
mkdir (d);
fid = fopen (fullfile (d, 'tdemo_fn.m'), 'w');
fprintf (fid, '%s\n', 'function y = tdemo_fn (x)', '  y = 2 * x;', 'end', ...
         '%!assert (tdemo_fn (2), 4)', '%!test', '%! a = tdemo_fn (3);', '%! assert (a, 6);', ...
         '%!error <undefined> tdemo_fn (undefined_thing)', '%!shared z', '%! z = 5;', ...
         '%!assert (tdemo_fn (z), 10)', '%!assert (tdemo_fn (1), 3)', '%!warning <mine> warning (''mine'')', ...
         '%!xtest', '%! assert (false)', '%!function r = tdemo_helper (q)', '%! r = q + 1;', '%!endfunction', ...
         '%!assert (tdemo_helper (1), 2)', '%!demo', '%! disp (tdemo_fn (21))', '%!demo', '%! z = tdemo_fn (1)');
fclose (fid);
addpath (d);
[n, nmax, nxfail, nbug, nskip] = test ('tdemo_fn')
ok = test ('tdemo_fn')
example ('tdemo_fn')
[code, idx] = example ('tdemo_fn')
demo ('tdemo_fn', 2)
rmpath (d);
delete (fullfile (d, 'tdemo_fn.m'));
rmdir (d);
