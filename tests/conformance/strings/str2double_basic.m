a = str2double('3.75')
b = str2double('abc')
