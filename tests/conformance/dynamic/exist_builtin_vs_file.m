disp(exist('fzero'))
disp(exist('zeros'))
