% File names and file status.
[is_absolute_filename('/x'), is_absolute_filename('x'), is_absolute_filename(3)]
[is_rooted_relative_filename('./x'), is_rooted_relative_filename('..'), ...
 is_rooted_relative_filename('x/./y')]
strcmp (make_absolute_filename ('x/../y/./z'), [pwd() '/y/z'])
make_absolute_filename ('/a/b/../c')
try, make_absolute_filename (3), catch e, disp (e.message), end
strcmp (tilde_expand ('~/foo'), [get_home_directory() '/foo'])
tilde_expand ('x~')
[f, e, m] = readdir ('/nonexistent_folder_of_matc')
[s, e, m] = stat ('/nonexistent_file_of_matc')
[s, e] = stat ('filenames.m');
[isstruct(s), e, s.size > 0]
fieldnames (s)'
[r, e, m] = readlink ('filenames.m')
is_same_file ('filenames.m', './filenames.m')
is_same_file ('filenames.m', {'filenames.m', 'json.m'})
file_in_path (['/nonexistent_folder_of_matc:' pwd()], 'json.m');
ans(end-5:end)
file_in_path (pwd(), 'nonexistent_file_of_matc')
