a = [is_valid_file_id(0), is_valid_file_id(1), is_valid_file_id(2), is_valid_file_id(99), is_valid_file_id('a'), is_valid_file_id([1 2]), is_valid_file_id(1.5)]
f = tempname(); fid = fopen(f, 'w'); b = is_valid_file_id(fid), fclose(fid); c = is_valid_file_id(fid), delete(f);
beep
