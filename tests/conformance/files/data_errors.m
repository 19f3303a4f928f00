x = 1; d = [tempname() '/missing'];
try, save([d '/x.mat'], 'x'), catch e, disp(strrep(e.message, d, 'DIR')), end
try, dlmread([d '/f.csv']), catch e, disp(strrep(e.message, d, 'DIR')), end
try, csvread([d '/f.csv']), catch e, disp(strrep(e.message, d, 'DIR')), end
try, dlmwrite([d '/f.csv'], 1), catch e, disp(e.message), end
try, csvwrite([d '/f.csv'], 1), catch e, disp(e.message), end
try, sscanf(1, '%d'), catch e, disp(e.message), end
try, sscanf('1', 2), catch e, disp(e.message), end
try, fscanf(99, '%d'), catch e, disp(e.message), end
try, textscan(99, '%d'), catch e, disp(e.message), end
try, load('-ascii', [d '/q.txt']), catch e, disp(strrep(e.message, d, 'DIR')), end
try, save('-v7', [d '.mat'], '-bogus'), catch e, disp(e.message), end
try, sscanf('1', '%y'), catch e, disp(e.message), end
