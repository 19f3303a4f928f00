% Preference variables: defaults, setting and what they change.
names = {'output_precision', 'print_empty_dimensions', 'split_long_rows', ...
         'fixed_point_format', 'struct_levels_to_print', 'print_struct_array_contents', ...
         'save_precision', 'save_default_options', 'string_fill_char', 'silent_functions', ...
         'max_recursion_depth', 'max_stack_depth', 'optimize_diagonal_matrix', ...
         'optimize_permutation_matrix', 'optimize_range', 'optimize_subsasgn_calls', ...
         'sparse_auto_mutate', 'suppress_verbose_help_message', 'svd_driver', ...
         'beep_on_error', 'ignore_function_time_stamp', 'auto_repeat_debug_command'};
for i = 1:numel(names)
  v = feval (names{i});
  printf ('%s: %s [%s]\n', names{i}, class (v), num2str (v));
end
output_precision
x = pi
old = output_precision (16)
x = pi
output_precision (5);
x = pi
format long
output_precision
format short
old = print_empty_dimensions (true)
old = svd_driver ('gesvd')
try, output_precision (-1), catch e, disp (e.message), end
try, output_precision (17), catch e, disp (e.message), end
try, output_precision ('a'), catch e, disp (e.message), end
try, print_empty_dimensions ('x'), catch e, disp (e.message), end
try, svd_driver ('foo'), catch e, disp (e.message), end
try, svd_driver (3), catch e, disp (e.message), end
try, string_fill_char ('ab'), catch e, disp (e.message), end
try, save_default_options (3), catch e, disp (e.message), end
try, ignore_function_time_stamp ('x'), catch e, disp (e.message), end
try, print_empty_dimensions (true, 'foo'), catch e, disp (e.message), end
old = max_recursion_depth (10)
function r = deep (n)
  if n == 0
    r = 0;
  else
    r = 1 + deep (n - 1);
  end
end
disp (deep (5))
try
  deep (20);
catch e
  disp (e.message)
end
max_recursion_depth (256);
disp (deep (100))
