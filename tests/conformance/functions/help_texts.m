% get_help_text, get_help_text_from_file and get_first_help_sentence of
% function files written here.
d = tempname(); mkdir(d); addpath(d);
files = {'zz_doubles', {'function y = zz_doubles(x)', '% ZZ_DOUBLES  Doubles its input.', ...
                        '%   Y = ZZ_DOUBLES(X) returns 2*X. More text here.', '%', ...
                        '%   See also: plus.', '  y = 2*x;', 'end'};
         'zz_nodoc', {'function y = zz_nodoc(x)', '  y = x;', 'end'};
         'zz_twolines', {'function y = zz_twolines(x)', '% This function does a', ...
                         '% thing over two lines. And more.', '  y = x;', 'end'};
         'zz_nodot', {'function y = zz_nodot(x)', '% no period here', '%', ...
                      '% Second para. x', '  y = x;', 'end'};
         'zz_dotend', {'function y = zz_dotend(x)', '% ends with dot.', '  y = x;', 'end'}};
for k = 1:rows(files)
  fid = fopen(fullfile(d, [files{k, 1} '.m']), 'w');
  fprintf(fid, '%s\n', files{k, 2}{:});
  fclose(fid);
end
rehash();
[t, f] = get_help_text('zz_doubles')
disp(isequal(t, help('zz_doubles')))
[t, f] = get_help_text('zz_nodoc')
[t, f] = get_help_text('zz_no_such_function')
[t, f] = get_help_text_from_file(fullfile(d, 'zz_doubles.m'))
[t, f] = get_help_text_from_file(fullfile(d, 'zz_missing.m'))
s = get_first_help_sentence('zz_doubles')
s = get_first_help_sentence('zz_doubles', 10)
s = get_first_help_sentence('zz_twolines')
s = get_first_help_sentence('zz_twolines', 20)
s = get_first_help_sentence('zz_twolines', 3)
s = get_first_help_sentence('zz_nodot')
s = get_first_help_sentence('zz_dotend')
try, get_help_text(3), catch e, disp(e.message), end
try, get_help_text_from_file(3), catch e, disp(e.message), end
try, get_first_help_sentence('zz_nodoc'), catch e, disp(e.message), end
try, get_first_help_sentence('zz_no_such_function'), catch e, disp(e.message), end
try, get_first_help_sentence('zz_doubles', 0), catch e, disp(e.message), end
rmpath(d);
for k = 1:rows(files)
  delete(fullfile(d, [files{k, 1} '.m']));
end
rmdir(d);
