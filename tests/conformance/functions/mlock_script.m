mlock
disp(mislocked('mlock_script'))
