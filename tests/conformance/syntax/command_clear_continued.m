% Command syntax continues onto the next line after `...`.
alpha = 1; beta = 2; gamma = 3; delta = 4;
clear alpha beta ...
      gamma
who
disp(exist('gamma'))
