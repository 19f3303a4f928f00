% diary: a copy of what the program prints goes to the diary file while on.
f = [tempname() '.txt'];
[on, name] = diary
disp('before the diary')
diary(f)
x = magic(3)
fprintf('printed %d\n', 3);
diary off
disp('after the diary')
diary on
y = 'back on'
[on, name] = diary;
diary
z = 'off again'
printf('%s', fileread(f));
disp(on)
disp(strcmp(name, f))
delete(f);
