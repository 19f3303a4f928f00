% `help NAME.m` is the help of the file NAME.m.
txt = help('help_text.m');
printf('[%s]\n', txt);
